import { GATEWAY_TEST_CARDS } from '@atlas/contracts/shop';
import { currencyLabel } from '@atlas/contracts/format-amount';
import type { Language } from '../../language';
import { GATEWAY_TEXTS, type GatewayTexts } from './gateway-texts';

/**
 * The sandbox gateway's pages: plain server-rendered HTML with its own styles and no script, as a
 * bank's hosted payment page would be. Every form posts to the gateway; errors come back in the
 * page, tied to their fields.
 */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** Banks show two decimals, with the platform's unit of money per language (currencyLabel): "1 499,00 Dh", "1,499.00 Dh", "1 499,00 درهم". */
export function gatewayAmount(centimes: number, language: Language): string {
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centimes / 100);
  return `${number} ${currencyLabel(language)}`;
}

const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', ar: 'العربية', en: 'English' };

const LOGO = `<svg class="logo" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false"><path d="M20 2 35 8v11c0 9.5-6.3 16.4-15 19-8.7-2.6-15-9.5-15-19V8z" fill="#13a89e"/><path d="M13 27V13h3.2l7.6 9.4V13H27v14h-3.2l-7.6-9.4V27z" fill="#fff"/></svg>`;

const STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Arial,sans-serif;font-size:16px;line-height:1.5;color:#1b2733;background:#eef2f6}
a{color:#0b5c8a}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.bar{background:#0b2545;color:#fff}
.bar-inner{max-width:960px;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem;margin-inline-end:auto}
.badge{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:#f2a900;color:#1b2733;border-radius:999px;padding:2px 10px}
.secure{display:flex;align-items:center;gap:6px;font-size:.875rem}
.langs{display:flex;gap:4px;margin:0;padding:0;list-style:none;font-size:.875rem}
.langs a{color:#fff;padding:4px 8px;border-radius:6px;text-decoration:none;display:inline-block;min-height:32px}
.langs a[aria-current]{background:rgba(255,255,255,.18);font-weight:700}
main{max-width:960px;margin:0 auto;padding:16px;display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:800px){main{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start;padding:32px 16px}.summary{grid-column:2;grid-row:1}.panel{grid-column:1;grid-row:1 / span 2}.sandbox{grid-column:2}}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(11,37,69,.12);padding:20px}
.summary dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
.summary dt{color:#4a5a6a}
.summary dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.summary .total{font-size:1.375rem;color:#0b2545}
.muted{color:#4a5a6a;font-size:.875rem}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 16px;color:#0b2545}
h2{font-size:1.0625rem;margin:0 0 8px;color:#0b2545}
.field{margin-bottom:16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
.hint{display:block;color:#4a5a6a;font-size:.875rem;margin-bottom:4px}
input[type=text]{width:100%;min-height:44px;font:inherit;padding:8px 12px;border:1px solid #8595a6;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid=true]{border:2px solid #b3261e}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#b3261e;font-size:.875rem;margin-top:4px;display:block}
.alert{border:2px solid #b3261e;border-radius:8px;padding:12px;margin-bottom:16px;background:#fdf1f0}
.alert ul{margin:6px 0 0;padding-inline-start:20px}
.alert a{color:#b3261e}
.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;font:inherit;font-weight:700;border:0;border-radius:8px;padding:10px 16px;background:#0f7f78;color:#fff;cursor:pointer;text-decoration:none;text-align:center}
.button:hover{background:#0b625d}
.button.secondary{background:#fff;color:#b3261e;border:2px solid #b3261e}
.stack{display:grid;gap:12px}
.link-button{background:none;border:0;padding:8px 0;font:inherit;color:#0b5c8a;text-decoration:underline;cursor:pointer;min-height:44px}
.cancel{margin-top:12px;text-align:center}
.sandbox{border:2px dashed #f2a900}
.sandbox table{width:100%;border-collapse:collapse;font-size:.875rem}
.sandbox th,.sandbox td{text-align:start;padding:6px 4px;border-top:1px solid #e3e8ee;vertical-align:top}
.mono{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;white-space:nowrap}
.code{font-size:1.5rem;letter-spacing:.15em}
.privacy{display:flex;gap:8px;align-items:flex-start;margin-top:16px}
`;

const LOCK = `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3z"/></svg>`;

export interface PageFrame {
  language: Language;
  /** The page's own path, for the language links. */
  path: string;
  title: string;
  /** Loads the page again after this many seconds (a payment being confirmed). */
  refreshSeconds?: number;
}

/** The whole document around a page's content. */
export function renderPage({ language, path, title, refreshSeconds }: PageFrame, content: string): string {
  const texts = GATEWAY_TEXTS[language];
  const links = (Object.keys(LANGUAGE_NAMES) as Language[])
    .map(
      (code) =>
        `<li><a href="${escapeHtml(`${path}?lang=${code}`)}" lang="${code}"${code === language ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code]}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)} · ${escapeHtml(texts.title)}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="bar"><div class="bar-inner">
<div class="brand">${LOGO}<span>NovaPay</span><span class="badge">${escapeHtml(texts.sandbox)}</span></div>
<span class="secure">${LOCK}${escapeHtml(texts.secure)}</span>
<nav aria-label="${escapeHtml(texts.languages)}"><ul class="langs">${links}</ul></nav>
</div></header>
<main>
${content}
</main>
</body>
</html>`;
}

export interface OrderSummary {
  merchantRef: string;
  amountCentimes: number;
  minutesLeft?: number;
}

export function summaryCard(texts: GatewayTexts, language: Language, order: OrderSummary): string {
  return `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(texts.summary)}</h2>
<dl>
<dt>${escapeHtml(texts.merchant)}</dt><dd>Atlas Telecom</dd>
<dt>${escapeHtml(texts.order)}</dt><dd><span class="mono" dir="ltr">${escapeHtml(order.merchantRef)}</span></dd>
<dt>${escapeHtml(texts.amount)}</dt><dd class="total">${escapeHtml(gatewayAmount(order.amountCentimes, language))}</dd>
</dl>
${order.minutesLeft !== undefined ? `<p class="muted">${escapeHtml(texts.expiresIn(order.minutesLeft))}</p>` : ''}
</section>`;
}

export type CardField = 'holder' | 'number' | 'expiry' | 'cvv';
export type CardErrors = Partial<Record<CardField, keyof GatewayTexts['errors']>>;

function field(
  texts: GatewayTexts,
  name: CardField,
  {
    label,
    hint,
    value,
    autocomplete,
    inputmode,
    maxLength,
    ltr,
    error,
    autofocus,
  }: {
    label: string;
    hint?: string;
    value: string;
    autocomplete: string;
    inputmode?: string;
    maxLength: number;
    ltr?: boolean;
    error?: keyof GatewayTexts['errors'];
    autofocus?: boolean;
  },
): string {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<span class="hint" id="${name}-hint">${escapeHtml(hint)}</span>` : ''}
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}"${inputmode ? ` inputmode="${inputmode}"` : ''} maxlength="${maxLength}"${ltr ? ' dir="ltr"' : ''} required aria-required="true"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}${autofocus ? ' autofocus' : ''}>
${error ? `<span class="error" id="${name}-error">${escapeHtml(texts.errors[error])}</span>` : ''}
</div>`;
}

export function cancelForm(texts: GatewayTexts, action: string, language: Language): string {
  return `<form class="cancel" method="post" action="${escapeHtml(action)}"><input type="hidden" name="lang" value="${language}"><button type="submit" class="link-button">${escapeHtml(texts.cancel)}</button></form>`;
}

const privacy = (texts: GatewayTexts) => `<p class="privacy muted">${LOCK}<span>${escapeHtml(texts.privacy)}</span></p>`;

export function cardPanel(
  texts: GatewayTexts,
  language: Language,
  {
    action,
    cancelAction,
    amountCentimes,
    values,
    errors,
  }: { action: string; cancelAction: string; amountCentimes: number; values: Partial<Record<CardField, string>>; errors: CardErrors },
): string {
  const order: CardField[] = ['holder', 'number', 'expiry', 'cvv'];
  const wrong = order.filter((name) => errors[name]);
  const summary = wrong.length
    ? `<div class="alert" role="alert"><strong>${escapeHtml(texts.errorSummary)}</strong><ul>${wrong.map((name) => `<li><a href="#${name}">${escapeHtml(texts.errors[errors[name]!])}</a></li>`).join('')}</ul></div>`
    : '';
  const first = wrong[0];
  return `<section class="card panel" aria-labelledby="panel-title">
<h1 id="panel-title">${escapeHtml(texts.cardTitle)}</h1>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${language}">
${field(texts, 'holder', { label: texts.holder, value: values.holder ?? '', autocomplete: 'cc-name', maxLength: 60, error: errors.holder, autofocus: first === 'holder' })}
${field(texts, 'number', { label: texts.number, hint: texts.numberHint, value: values.number ?? '', autocomplete: 'cc-number', inputmode: 'numeric', maxLength: 23, ltr: true, error: errors.number, autofocus: first === 'number' })}
<div class="row">
${field(texts, 'expiry', { label: texts.expiry, hint: texts.expiryHint, value: values.expiry ?? '', autocomplete: 'cc-exp', inputmode: 'numeric', maxLength: 7, ltr: true, error: errors.expiry, autofocus: first === 'expiry' })}
${field(texts, 'cvv', { label: texts.cvv, hint: texts.cvvHint, value: '', autocomplete: 'cc-csc', inputmode: 'numeric', maxLength: 3, ltr: true, error: errors.cvv, autofocus: first === 'cvv' })}
</div>
<button type="submit" class="button">${escapeHtml(texts.pay(gatewayAmount(amountCentimes, language)))}</button>
</form>
${cancelForm(texts, cancelAction, language)}
${privacy(texts)}
</section>`;
}

export function testCardsCard(texts: GatewayTexts): string {
  const rows = GATEWAY_TEST_CARDS.map(
    (card) => `<tr><td><span class="mono" dir="ltr">${card.number}</span></td><td>${escapeHtml(texts.outcomes[card.outcome])}</td></tr>`,
  ).join('');
  return `<aside class="card sandbox" aria-labelledby="sandbox-title">
<h2 id="sandbox-title">${escapeHtml(texts.testCardsTitle)}</h2>
<p class="muted">${escapeHtml(texts.testCardsIntro)}</p>
<table><thead><tr><th scope="col">${escapeHtml(texts.cardColumn)}</th><th scope="col">${escapeHtml(texts.outcomeColumn)}</th></tr></thead><tbody>${rows}</tbody></table>
</aside>`;
}

export function threeDsPanel(
  texts: GatewayTexts,
  language: Language,
  { action, cancelAction, code, last4 }: { action: string; cancelAction: string; code: string; last4: string },
): string {
  return `<section class="card panel" aria-labelledby="panel-title">
<h1 id="panel-title">${escapeHtml(texts.threeDsTitle)}</h1>
<p>${escapeHtml(texts.threeDsIntro)}</p>
<p class="muted">${escapeHtml(texts.card)} <span class="mono" dir="ltr">•••• ${escapeHtml(last4)}</span></p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${language}">
<div class="field">
<label for="code">${escapeHtml(texts.threeDsCode)}</label>
<span class="hint" id="code-hint">${escapeHtml(texts.threeDsHint)}</span>
<input type="text" id="code" name="code" value="" autocomplete="one-time-code" inputmode="numeric" maxlength="6" dir="ltr" required aria-required="true" aria-describedby="code-hint" autofocus>
</div>
<button type="submit" class="button">${escapeHtml(texts.confirm)}</button>
</form>
${cancelForm(texts, cancelAction, language)}
</section>
<aside class="card sandbox" aria-labelledby="sandbox-title"><h2 id="sandbox-title">${escapeHtml(texts.sandbox)}</h2><p>${escapeHtml(texts.threeDsSandbox(code))}</p></aside>`;
}

export function bankAppPanel(
  texts: GatewayTexts,
  language: Language,
  { action, cancelAction, amountCentimes, reference }: { action: string; cancelAction: string; amountCentimes: number; reference: string },
): string {
  return `<section class="card panel" aria-labelledby="panel-title">
<h1 id="panel-title">${escapeHtml(texts.appTitle)}</h1>
<p>${escapeHtml(texts.appIntro(gatewayAmount(amountCentimes, language)))}</p>
<p class="muted">${escapeHtml(texts.appReference)}</p>
<p><strong class="mono code" dir="ltr">${escapeHtml(reference)}</strong></p>
${cancelForm(texts, cancelAction, language)}
</section>
<aside class="card sandbox" aria-labelledby="sandbox-title">
<h2 id="sandbox-title">${escapeHtml(texts.sandbox)}</h2>
<p>${escapeHtml(texts.appSandbox)}</p>
<form method="post" action="${escapeHtml(action)}" class="stack">
<input type="hidden" name="lang" value="${language}">
<button type="submit" name="decision" value="approve" class="button">${escapeHtml(texts.approve)}</button>
<button type="submit" name="decision" value="refuse" class="button secondary">${escapeHtml(texts.refuse)}</button>
</form>
</aside>`;
}

/** A page that only says something and leads back to the shop. */
export function messagePanel(title: string, text: string, back?: { href: string; label: string }): string {
  return `<section class="card panel" aria-labelledby="panel-title">
<h1 id="panel-title">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${back ? `<a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>` : ''}
</section>`;
}

export function bankCounterPanel(texts: GatewayTexts, language: Language, { action, value, error }: { action: string; value: string; error?: string }): string {
  return `<section class="card panel" aria-labelledby="panel-title">
<h1 id="panel-title">${escapeHtml(texts.bankTitle)}</h1>
<p>${escapeHtml(texts.bankIntro)}</p>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${language}">
<div class="field">
<label for="paymentCode">${escapeHtml(texts.paymentCode)}</label>
<span class="hint" id="paymentCode-hint">${escapeHtml(texts.paymentCodeHint)}</span>
<input type="text" id="paymentCode" name="paymentCode" value="${escapeHtml(value)}" inputmode="numeric" maxlength="16" dir="ltr" required aria-required="true" aria-describedby="paymentCode-hint"${error ? ' aria-invalid="true" autofocus' : ''}>
</div>
<button type="submit" class="button">${escapeHtml(texts.payAtBank)}</button>
</form>
</section>`;
}
