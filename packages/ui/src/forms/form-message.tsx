export interface FormMessageProps {
  error?: string | null;
  success?: string | null;
}

/** A form-level outcome: an error is announced at once (alert), a success politely (status). */
export function FormMessage({ error, success }: FormMessageProps) {
  if (error) {
    return (
      <p role="alert" className="dh-form-message dh-form-message--error">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="dh-form-message dh-form-message--success">
        {success}
      </p>
    );
  }
  return null;
}
