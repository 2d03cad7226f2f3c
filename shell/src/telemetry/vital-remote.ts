/** The remote whose area (`data-remote-area`, drawn by the shell) holds a node; none: the shell's. */
export function remoteOfNode(node: Node | null | undefined): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest<HTMLElement>('[data-remote-area]')?.dataset.remoteArea;
}
