// The shape of a structure as drawn: which branches are open (the first levels by default, then
// what the user toggled), which nodes a search finds, and the path down to a node.

/** The least a node must carry for these helpers. */
export interface ShapeNode {
  id?: string;
  code?: string;
  name: string;
  children?: readonly ShapeNode[] | null;
}

/** A node's key: its id, else its code, else its place in the tree ('0.2.1'). */
export function nodeKey(node: ShapeNode, place: string): string {
  return node.id ?? node.code ?? place;
}

/** Every node with its key and depth, in reading order (a parent before its children). */
export function walk<T extends ShapeNode>(root: T): { node: T; key: string; depth: number; path: string[] }[] {
  const out: { node: T; key: string; depth: number; path: string[] }[] = [];
  const visit = (node: T, place: string, depth: number, path: string[]) => {
    const key = nodeKey(node, place);
    out.push({ node, key, depth, path });
    (node.children ?? []).forEach((child, i) => visit(child as T, `${place}.${i}`, depth + 1, [...path, key]));
  };
  visit(root, '0', 0, []);
  return out;
}

/**
 * Whether a branch shows its children: what the user chose for it, else open when it lies above
 * `openLevels` (2 shows the root and its children; the branches below start closed).
 */
export function isBranchOpen(key: string, depth: number, openLevels: number, toggled: ReadonlyMap<string, boolean>): boolean {
  return toggled.get(key) ?? depth < openLevels - 1;
}

/** The nodes whose code or name holds the query (any case), in reading order. */
export function findNodes<T extends ShapeNode>(root: T, query: string): { node: T; key: string; path: string[] }[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return walk(root).filter(
    ({ node }) => node.name.toLocaleLowerCase().includes(needle) || (node.code ?? '').toLocaleLowerCase().includes(needle),
  );
}
