/** A count with its noun in the number it needs: "1 crash", "2,400 crashes". */
export function counted(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
