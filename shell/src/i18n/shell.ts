import { defineTranslations } from '@atlas/runtime';

/**
 * Labels of the shell (header, menus, footer, cookie banner, 404); app-config `appLanguagesData`
 * may override any of them as `shell:<key>`.
 * One file per language: `fr/shell.json` gives the keys, `ar/` and `en/` must have them all.
 */
export const SHELL_NS = 'shell';

export const shellTexts = defineTranslations(SHELL_NS, {
  fr: () => import(/* webpackChunkName: "i18n-shell-fr" */ './fr/shell.json'),
  ar: () => import(/* webpackChunkName: "i18n-shell-ar" */ './ar/shell.json'),
  en: () => import(/* webpackChunkName: "i18n-shell-en" */ './en/shell.json'),
});
