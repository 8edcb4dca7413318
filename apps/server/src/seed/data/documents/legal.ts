import { page, SHOP, SUPPORT_EMAIL, SUPPORT_PHONE, type DocumentSeed } from './document-seed.js';

const termsofuse = page(`
  <h2>Terms of use</h2>
  <p>These terms apply to every order placed on the ${SHOP} web shop. By creating an account or placing an order you accept them. Please read them together with our <a href="/CancellationPolicy">Cancellation Policy</a> and <a href="/privacy-policy">Privacy Policy</a>.</p>
  <h3>1. Who we are</h3>
  <p>The web shop is run on behalf of the duty-free concessionaires and the Club MoBay lounge at Sangster International Airport, Montego Bay, Jamaica. Each store sells its own goods; the contract for each item is with the store named on it.</p>
  <h3>2. Your account</h3>
  <ul>
    <li>You must be at least 18 years old to open an account, and the legal drinking age of your destination to buy alcohol.</li>
    <li>Keep your password secret. You are responsible for orders placed from your account.</li>
    <li>Give true details: the name on the order must match the photo ID shown at collection.</li>
  </ul>
  <h3>3. Who may buy duty free</h3>
  <p>Duty-free goods are sold only to passengers departing Jamaica on an international flight on the date of the order's flight. We may refuse to hand over goods if the boarding pass does not match the order.</p>
  <h3>4. Prices and availability</h3>
  <p>Prices are in US dollars and include the tax shown at checkout. Goods are reserved when you pay and are subject to availability; if an item cannot be supplied we refund it in full. Obvious pricing errors do not bind us; we will contact you before charging a corrected price.</p>
  <h3>5. Payment</h3>
  <p>Payment is by Visa or Mastercard through First Atlantic Commerce, as described in <a href="/AboutPayment">About Payment</a>.</p>
  <h3>6. Collection</h3>
  <p>Orders are collected at the Club MoBay desk at SIA departures, after security, with the order number, boarding pass and photo ID. Orders not collected by departure time are cancelled and refunded.</p>
  <h3>7. Customs</h3>
  <p>You are responsible for respecting the customs allowances of your destination. See <a href="/CustomsAllowances">Customs Allowances</a>.</p>
  <h3>8. Lounge services</h3>
  <p>Lounge access and services are subject to the lounge's house rules, capacity and opening hours. Guests must behave respectfully; the lounge may refuse entry to guests who are intoxicated.</p>
  <h3>9. Liability</h3>
  <p>Nothing in these terms limits rights you have under the Consumer Protection Act of Jamaica. Watches and jewellery carry their manufacturer's international warranty.</p>
  <h3>10. Changes and law</h3>
  <p>We may update these terms; the version on the site when you order applies to that order. These terms are governed by the laws of Jamaica. Questions: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>, ${SUPPORT_PHONE}.</p>
`);

const privacypolicy = page(`
  <h2>Privacy policy</h2>
  <p>This policy explains what personal data ${SHOP} collects, why, and what your rights are. We handle personal data in line with the Data Protection Act, 2020 of Jamaica.</p>
  <h3>What we collect</h3>
  <ul>
    <li><strong>Account details</strong>: username, first and last name, e-mail and phone number.</li>
    <li><strong>Order details</strong>: the items ordered, the traveller's name, e-mail and phone, airline, flight number and travel date.</li>
    <li><strong>Payment details</strong>: card type, the last four digits, authorisation number and gateway reference. We never store the full card number or the CVV.</li>
    <li><strong>Collection records</strong>: who collected an order and when; for walk-in orders at the lounge, the guest's signature.</li>
    <li><strong>Technical data</strong>: sign-in times and the IP address used, to keep accounts safe.</li>
  </ul>
  <h3>Why we use it</h3>
  <ul>
    <li>To take, prepare and hand over your order, and to contact you about it.</li>
    <li>To process payments and refunds through First Atlantic Commerce.</li>
    <li>To check that duty-free goods go only to departing passengers, as customs rules require.</li>
    <li>To keep records that the law requires, such as tax and customs records.</li>
  </ul>
  <p>We do not sell your data and we do not send marketing e-mail unless you ask for it.</p>
  <h3>Who sees it</h3>
  <p>The store that fulfils your order, the lounge staff who hand it over, our payment gateway, and authorities where the law requires it. Our service providers process data only on our instructions.</p>
  <h3>How long we keep it</h3>
  <p>Order and payment records are kept for seven years for tax and customs purposes. You can close your account at any time; we then delete your account details and keep only the records the law requires.</p>
  <h3>Your rights</h3>
  <p>You may ask for a copy of your personal data, ask us to correct or delete it, or object to its use. Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or call ${SUPPORT_PHONE}. You may also complain to the Information Commissioner of Jamaica.</p>
  <h3>Cookies and local storage</h3>
  <p>The shop keeps your sign-in session and your cart in your browser's storage so that they survive a page reload. We use no advertising or tracking cookies.</p>
`);

export const legalDocuments: DocumentSeed[] = [
  { name: 'termsofuse', title: 'Terms of Use', html: termsofuse },
  { name: 'privacypolicy', title: 'Privacy Policy', html: privacypolicy },
];
