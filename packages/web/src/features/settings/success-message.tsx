/** A docs/product.md §8 success "alert" as an in-page message (§2), read out politely; the region stays mounted. */
export function SuccessMessage({ message }: { message: string | null }) {
  return (
    <p className="settings-success" role="status" hidden={!message}>
      {message}
    </p>
  );
}
