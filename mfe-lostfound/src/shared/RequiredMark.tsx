/** A symbol, the same in every language (and hidden from screen readers): not a message. */
const ASTERISK = '*';

/** The asterisk after a required field's label; the control itself carries `required` for screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {ASTERISK}
    </span>
  );
}
