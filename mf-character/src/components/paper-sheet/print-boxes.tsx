/** A printed track: `slots` boxes, the first `filled` shaded when the player prints their current state. */
export function PrintBoxes({ label, slots, filled }: { label: string; slots: number; filled: number }) {
  return (
    <div className="print-track" data-track={label}>
      <span className="print-track__label">{label}</span>
      <span className="print-track__boxes" aria-label={`${label}: ${filled} of ${slots}`} role="img">
        {Array.from({ length: slots }, (_, i) => (
          <span key={i} className={i < filled ? 'print-box print-box--filled' : 'print-box'} />
        ))}
      </span>
    </div>
  );
}
