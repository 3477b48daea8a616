import { OUTCOME_LABELS, TEST_CARDS } from './test-cards.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function formatEgp(amountCents: number): string {
  return `EGP ${(amountCents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

export interface CheckoutView {
  /** The checkout token (client secret or payment token) the form sends back. */
  token: string;
  payPath: string;
  merchant: string;
  item: string;
  reference: string;
  amountCents: number;
  error?: string;
  values?: { card_number?: string; card_name?: string; expiry?: string };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef2f6;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14202e;display:flex;align-items:flex-start;justify-content:center;padding:32px 16px}
main{width:100%;max-width:460px;background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(20,32,46,.12);overflow:hidden}
header{background:#0b3b6f;color:#fff;padding:20px 24px}
header p{margin:0;font-size:13px;opacity:.85}
h1{margin:4px 0 0;font-size:22px;font-weight:650}
.badge{display:inline-block;margin-bottom:8px;padding:2px 8px;border-radius:999px;background:#ffd166;color:#3a2a00;font-size:12px;font-weight:700;letter-spacing:.02em}
.summary{padding:18px 24px;border-bottom:1px solid #e3e8ef;display:grid;gap:6px}
.summary div{display:flex;justify-content:space-between;gap:16px}
.summary span{color:#5b6b7d;font-size:14px}
.summary strong{text-align:right}
.summary .total strong{font-size:22px;color:#0b3b6f}
code{font-size:13px}
td code{white-space:nowrap;font-size:12px}
form{padding:20px 24px;display:grid;gap:14px}
label{display:grid;gap:6px;font-size:14px;font-weight:600}
input{font:inherit;font-weight:400;padding:11px 12px;border:1px solid #b8c3d0;border-radius:8px;width:100%}
input:focus{outline:3px solid #9cc3f0;border-color:#0b5cad}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{font:inherit;font-weight:700;padding:13px;border:0;border-radius:8px;background:#0b5cad;color:#fff;cursor:pointer}
button:hover{background:#094a8c}
.note{margin:16px 24px;line-height:1.5}
.note a{color:#0b5cad;font-weight:700}
.error{margin:16px 24px 0;padding:10px 12px;border-radius:8px;background:#fdecec;color:#8a1111;border:1px solid #f3b7b7}
details{margin:0 24px 20px;font-size:14px}
summary{cursor:pointer;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:8px}
td,th{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e8ef}
footer{padding:14px 24px;background:#f6f8fb;color:#5b6b7d;font-size:13px}
`;

/** The emulator's checkout: a plain form (no script), so it works under a strict CSP. */
export function checkoutPage(view: CheckoutView): string {
  const amount = formatEgp(view.amountCents);
  const v = view.values ?? {};
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${card.brand}</td><td>${OUTCOME_LABELS[card.outcome]}</td></tr>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${escape(amount)} · Paymob test checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<span class="badge">TEST MODE · Paymob emulator</span>
<p>${escape(view.merchant)}</p>
<h1>Card payment</h1>
</header>
<section class="summary" aria-label="Order summary">
<div><span>Item</span><strong>${escape(view.item)}</strong></div>
<div><span>Reference</span><code>${escape(view.reference)}</code></div>
<div class="total"><span>Amount</span><strong data-amount>${escape(amount)}</strong></div>
</section>
${view.error ? `<p class="error" role="alert">${escape(view.error)}</p>` : ''}
<form method="post" action="${escape(view.payPath)}" autocomplete="off">
<input type="hidden" name="checkout" value="${escape(view.token)}">
<label>Card number<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="5123 4567 8901 2346" maxlength="23" required value="${escape(v.card_number ?? '')}"></label>
<label>Name on card<input name="card_name" autocomplete="cc-name" placeholder="Test Account" maxlength="60" required value="${escape(v.card_name ?? '')}"></label>
<div class="row">
<label>Expiry (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="01/39" maxlength="5" required value="${escape(v.expiry ?? '')}"></label>
<label>CVV<input name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required></label>
</div>
<button type="submit">Pay ${escape(amount)}</button>
</form>
<details open>
<summary>Test cards</summary>
<table><thead><tr><th>Card number</th><th>Brand</th><th>Result</th></tr></thead><tbody>${cards}</tbody></table>
<p>Any name, a future expiry such as 01/39 and CVV 123.</p>
</details>
<footer>This page imitates Paymob's checkout for development and tests. No card is charged.</footer>
</main>
</body>
</html>`;
}

export function messagePage(
  title: string,
  text: string,
  link?: { href: string; label: string },
): string {
  const action = link
    ? `<p class="note"><a href="${escape(link.href)}">${escape(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><header><span class="badge">TEST MODE · Paymob emulator</span><h1>${escape(title)}</h1></header><p class="${link ? 'note' : 'error'}" role="alert">${escape(text)}</p>${action}<footer>${link ? 'This page imitates Paymob: no real card is charged.' : 'Start the payment again from the course page.'}</footer></main></body></html>`;
}
