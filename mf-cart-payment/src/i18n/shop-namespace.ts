/** The shop pages' namespace; the header basket has its own (`basket`), loaded on every page. */
export const SHOP_NS = 'shop';
