export function SavedPage() {
  return <h1>Saved</h1>;
}
