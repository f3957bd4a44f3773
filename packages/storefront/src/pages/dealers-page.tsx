export function DealersPage({ params }: { params: Readonly<Record<string, string>> }) {
  return <h1>Car dealers {params.makeCode ?? ''}</h1>;
}
