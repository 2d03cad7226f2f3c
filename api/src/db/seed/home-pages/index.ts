import { pageRows } from './blocks';
import { hpCorporate } from './corporate';
import { hpEntreprise } from './entreprise';
import { hp } from './hp';
import { hpPro } from './pro';
import { hpWholesale } from './wholesale';

/** Every block of the five home pages, keyed by the page names the remotes ask for. */
export function homePageBlocks() {
  return [
    ...pageRows('hp', hp),
    ...pageRows('hp_entreprise', hpEntreprise),
    ...pageRows('hp_corporate', hpCorporate),
    ...pageRows('hp_hppro', hpPro),
    ...pageRows('hp_wholesale', hpWholesale),
  ];
}
