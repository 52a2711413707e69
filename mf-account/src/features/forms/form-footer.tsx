import { FormMessage } from './form-message';

export interface FormFooterProps {
  error?: string | null;
  success?: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The end of every account form: its outcome message, then the submit button (disabled while sending). */
export function FormFooter({ error, success, busy, label, busyLabel }: FormFooterProps) {
  return (
    <>
      <FormMessage error={error} success={success} />
      <button type="submit" className="dh-button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
