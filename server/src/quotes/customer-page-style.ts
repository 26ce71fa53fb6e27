/**
 * The customer's quote page's stylesheet, inlined into the page under a CSP hash: one request
 * for the whole first paint, as the page is private and never cached. The palette is the site's
 * (DESIGN.md: navy, one gold accent for the action, sand behind the cards); the type is the site's
 * own font files, asked for after the first paint, over system faces until then. The print rules
 * make an A4 document of it: the company's details, the reference and version on every page, the
 * lines unsplit, and no buttons or boxes.
 */
export const quotePageStyle = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#FBF9F5;color:#1C2533;font:400 1rem/1.6 'Plus Jakarta Sans Variable','Plus Jakarta Sans Rare Characters',Arial,'Liberation Sans','Noto Sans Arabic','DejaVu Sans',system-ui,sans-serif}
a{color:#1B3A66;text-underline-offset:.15em}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #2E5A8F;outline-offset:2px}
h1,h2,h3{color:#0B1F3A;line-height:1.25;margin:0}
h1{font-size:1.625rem;font-weight:800;letter-spacing:-.01em}
h1 .reference{white-space:nowrap}
h2{font-size:1.25rem;font-weight:700;margin-block-end:1rem}
h3{font-size:1rem;font-weight:700;margin-block:1.25rem .5rem}
p{margin:0}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.company{background:#0B1F3A;color:#fff}
.company .bar{max-width:60rem;margin:0 auto;padding:1rem;display:flex;flex-wrap:wrap;gap:.75rem 2rem;align-items:center;justify-content:space-between}
.brand{display:inline-flex;align-items:center;gap:.625rem;color:#fff;text-decoration:none;font-weight:800;font-size:1.125rem;min-height:44px}
.brand img{flex:none}
.contacts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;font-size:.875rem}
.contacts a{color:#fff;display:inline-block;padding-block:.5rem}
.contacts .label{color:#B9CDE3}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.meta{display:flex;flex-wrap:wrap;gap:.5rem;margin-block:.75rem 1.25rem;padding:0;list-style:none}
.meta li{background:#EEF3F9;color:#12294A;border-radius:999px;padding:.25rem .75rem;font-size:.875rem;font-weight:600}
.notice{border-inline-start:4px solid #2E5A8F;background:#EEF3F9;border-radius:12px;padding:.875rem 1rem;margin-block-end:1rem;font-weight:600}
.notice.expired{border-color:#B42318;background:#FEF3F2;color:#7A271A}
.notice.accepted{border-color:#067647;background:#ECFDF3;color:#054F31}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(11,31,58,.06),0 4px 16px rgba(11,31,58,.06);padding:1.25rem;margin-block-end:1rem}
dl.rows{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.375rem 1rem;margin:0}
dl.rows dt{color:#4A5568}
dl.rows dd{margin:0;overflow-wrap:anywhere}
.items{margin:0;padding-inline-start:1.25rem;columns:2 16rem;column-gap:2rem}
.hint{color:#4A5568;margin-block-end:.75rem}
.lost{margin-block-start:.75rem}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:start;color:#4A5568;font-size:.875rem;padding-block-end:.5rem}
th,td{padding:.75rem .5rem;border-block-end:1px solid #EADFCC;vertical-align:top;text-align:start}
thead th{font-size:.8125rem;font-weight:600;color:#4A5568;border-block-end-width:2px}
tbody th{font-weight:600}
.num{text-align:end;white-space:nowrap}
.item label{display:flex;gap:.625rem;align-items:flex-start;cursor:pointer}
.item input{width:1.375rem;height:1.375rem;margin:.05rem 0 0;flex:none;accent-color:#1B3A66}
.tag{display:inline-block;margin-block-start:.25rem;margin-inline-end:.5rem;padding:0 .5rem;border-radius:999px;background:#F6F3EE;color:#86520B;font-size:.75rem;font-weight:700}
.state{font-size:.75rem;font-weight:700;color:#4A5568}
.detail{display:block;font-weight:400;color:#4A5568;font-size:.875rem;margin-block-start:.25rem}
tr.out .num{color:#4A5568;text-decoration:line-through}
.state .out,tr.out .state .in{display:none}
tr.out .state .out{display:inline}
tfoot th{font-weight:600}
tfoot tr.grand th,tfoot tr.grand td{font-size:1.125rem;font-weight:800;color:#0B1F3A;border-block-end-width:2px}
tfoot tr.due th,tfoot tr.due td{background:#FDF3E1;font-weight:700}
.update{margin-block-start:1rem;min-height:44px;padding:.625rem 1.5rem;border:0;border-radius:999px;background:#F2A33A;color:#0B1F3A;font:inherit;font-weight:700;cursor:pointer}
.update:hover{background:#F5B955}
.enhanced .update{display:none}
.terms p+p,.terms h3+p{margin-block-start:.5rem}
.notes{white-space:pre-line}
.print-only{display:none}
footer.site-foot{max-width:60rem;margin:0 auto;padding:0 1rem 2rem;color:#4A5568;font-size:.875rem}
@media (max-width:39.99rem){.wide{display:none}dl.rows{grid-template-columns:1fr;gap:0}dl.rows dd{margin-block-end:.5rem}}
@media (min-width:40rem){.detail{display:none}main{padding-block-start:2rem}h1{font-size:2rem}.card{padding:1.5rem 1.75rem}}
[dir=rtl] body{line-height:1.75}
@media print{
@page{size:A4;margin:14mm 14mm 18mm}
body{background:#fff;font-size:10pt;line-height:1.45}
.company{background:none;color:#0B1F3A;border-block-end:2px solid #0B1F3A}
.company .bar{padding:0 0 3mm;max-width:none}
.brand,.contacts a{color:#0B1F3A}
.contacts .label{color:#4A5568}
main{max-width:none;padding:4mm 0 0}
h1{font-size:16pt}
h2{font-size:12pt;margin-block-end:2mm;break-after:avoid}
.meta{margin-block:2mm 4mm}
.meta li{background:none;padding:0;border-radius:0}
.meta li+li::before{content:'· '}
.card{box-shadow:none;border-radius:0;padding:0;margin-block-end:5mm;background:none}
.notice{break-inside:avoid}
tr,dl.rows>*{break-inside:avoid}
.wide{display:table-cell}
.detail,.hint,.update,.item input,.tag,.screen-only{display:none}
.print-only{display:block}
th,td{padding:1.5mm 1.5mm}
tfoot{display:table-row-group;break-inside:avoid}
tr.out .num{text-decoration:none}
a{color:inherit;text-decoration:none}
footer.site-foot{padding:0;max-width:none}
}
`
