import { Button } from '../button/button';
import { FormMessage } from './form-message';

export interface FormFooterProps {
  error?: string | null;
  success?: string | null;
  /** True while the form is being sent: the button is disabled and says `busyLabel`. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The button fills the form's width (a sign-in card). */
  block?: boolean;
}

/** The end of a form: its outcome message, then the submit button (disabled while sending, so one send at a time). */
export function FormFooter({ error, success, busy, label, busyLabel, block }: FormFooterProps) {
  return (
    <>
      <FormMessage error={error} success={success} />
      <Button type="submit" busy={busy} busyLabel={busyLabel} block={block}>
        {label}
      </Button>
    </>
  );
}
