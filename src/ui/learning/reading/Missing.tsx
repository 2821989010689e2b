/** A dash for sighted readers and words for screen readers ("No score"), in a table cell or list. */
export function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
