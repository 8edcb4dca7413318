import { page, type DocumentSeed } from './document-seed.js';

const customallowance = page(`
  <h2>Customs allowances</h2>
  <p>Duty free means that you pay no Jamaican duty or GCT on what you buy here. When you arrive home, your own country's customs rules apply. Below is a summary for the most common destinations from Sangster International. Allowances are per person and can change: please check with your customs authority before you travel.</p>

  <h3>United States</h3>
  <p>US residents returning after at least 48 hours abroad have a personal exemption of <strong>USD $800</strong>, usable once every 30 days. Goods above the exemption are taxed, usually at a flat 3% on the next USD $1,000.</p>
  <table>
    <tr><th>Item</th><th>Allowance</th></tr>
    <tr><td>Alcohol (21 and over)</td><td>1 litre duty free; as Jamaica is a Caribbean Basin Initiative country, up to 2 litres, provided at least 1 litre was produced in a Caribbean Basin country (Jamaican rum qualifies)</td></tr>
    <tr><td>Cigarettes</td><td>200 (one carton)</td></tr>
    <tr><td>Cigars</td><td>100, not Cuban</td></tr>
    <tr><td>Food</td><td>Roasted coffee, sealed sauces, rum cake and chocolate are generally admissible; fresh fruit, vegetables, plants and meat are not. Declare all food.</td></tr>
  </table>
  <p>More information: U.S. Customs and Border Protection, "Know Before You Go".</p>

  <h3>Canada</h3>
  <p>Canadian residents may bring back goods worth <strong>CAN $200</strong> after 24 hours away (no alcohol or tobacco), or <strong>CAN $800</strong> after 48 hours away, alcohol and tobacco included.</p>
  <table>
    <tr><th>Item</th><th>Allowance (48 hours or more)</th></tr>
    <tr><td>Alcohol (legal age of your province: 18 or 19)</td><td>One of: 1.14 litres of spirits, or 1.5 litres of wine, or 8.5 litres of beer</td></tr>
    <tr><td>Tobacco</td><td>200 cigarettes, 50 cigars, 200 grams of tobacco and 200 tobacco sticks</td></tr>
  </table>
  <p>More information: Canada Border Services Agency, "Bringing goods into Canada for personal use".</p>

  <h3>United Kingdom (Great Britain)</h3>
  <p>Travellers arriving in Great Britain from outside the UK may bring up to <strong>£390</strong> of other goods (perfume, souvenirs, jewellery, watches) without paying tax or duty.</p>
  <table>
    <tr><th>Item</th><th>Allowance (17 and over)</th></tr>
    <tr><td>Beer</td><td>42 litres</td></tr>
    <tr><td>Still wine</td><td>18 litres</td></tr>
    <tr><td>Spirits over 22%</td><td>4 litres, or 9 litres of sparkling wine, fortified wine or other drinks up to 22% (you can split this)</td></tr>
    <tr><td>Tobacco</td><td>200 cigarettes, or 100 cigarillos, or 50 cigars, or 250 grams of tobacco (or a mix)</td></tr>
  </table>
  <p>More information: GOV.UK, "Bringing goods into the UK for personal use".</p>

  <h3>Liquids on connecting flights</h3>
  <p>Liquids bought at the airport are handed over in a sealed, tamper-evident security bag (STEB) with the receipt inside. Keep the bag sealed. If you connect through a US airport you will collect your checked bags and go through security again: pack duty-free liquids in your checked baggage after customs, or keep them sealed in their bag, bought within the last 48 hours and with the receipt visible.</p>
  <h3>Jamaican export rules</h3>
  <p>Jamaica Blue Mountain coffee bought from our stores is certified and packed for export. Protected plants, animals, coral and shells may not be taken out of Jamaica.</p>
`);

export const customsDocuments: DocumentSeed[] = [{ name: 'customallowance', title: 'Customs Allowances', html: customallowance }];
