/** Pages whose content comes with later issues show their heading for now. */
export function PlaceholderRoute({ title }: { title: string }) {
  return <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>;
}
