export function DealerPage({ dealerId }: { dealerId: string }) {
  return <h1>Dealer {dealerId}</h1>;
}
