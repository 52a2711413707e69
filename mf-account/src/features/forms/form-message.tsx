/** A form-level outcome: an error is announced at once, a success politely. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="account-message account-message--error">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="account-message account-message--success">
        {success}
      </p>
    );
  }
  return null;
}
