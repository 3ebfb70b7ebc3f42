/**
 * The buttons of a page that open one of its dialogs (a batch's Edit, an order's Delivery failed):
 * `stepButtons(setStep)` makes them, each opening its step; the page's main step is the one
 * button that is not secondary.
 */
export function stepButtons<Step>(setStep: (step: Step) => void) {
  return (to: Step, label: string, secondary = true) => (
    <button
      type="button"
      className={secondary ? 'button button-secondary' : 'button'}
      onClick={() => setStep(to)}
    >
      {label}
    </button>
  );
}
