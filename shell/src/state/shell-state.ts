import type { AppState } from './app-slice';
import type { BasketState } from './basket-slice';
import type { LocaleState } from './locale-slice';
import type { MegaMenuState } from './mega-menu-slice';

/** The slices the shell puts in the store before any remote injects its own. */
export interface ShellState {
  app: AppState;
  basket: BasketState;
  locale: LocaleState;
  megaMenu: MegaMenuState;
}
