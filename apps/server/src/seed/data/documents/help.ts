import { page, SHOP, SUPPORT_EMAIL, SUPPORT_PHONE, type DocumentSeed } from './document-seed.js';

const faqs = page(`
  <h2>Frequently asked questions</h2>
  <p>Everything you need to know about pre-ordering duty-free goods and lounge services with ${SHOP}. If your question is not answered here, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>

  <h3>Ordering</h3>
  <p><strong>Who can order?</strong> Any passenger departing from Sangster International Airport (SIA) in Montego Bay on an international flight. Create a free account, choose the airport and direction, and start shopping. Norman Manley International (NMIA) in Kingston and arrival services are coming soon.</p>
  <p><strong>How far ahead can I order?</strong> Up to 30 days before your flight, and no later than 3 hours before departure. The flight page only offers flights and dates that are still open for orders.</p>
  <p><strong>Do I need my boarding pass to order?</strong> No. You need your airline, flight number and travel date. You will show your boarding pass and a photo ID when you collect.</p>
  <p><strong>Can I order for someone else?</strong> Yes. Enter the traveller's name, e-mail and phone on the guest page. The person named on the order collects it and must be on the flight given.</p>
  <p><strong>Is there a limit on what I can buy?</strong> We sell only what is in stock; the product page shows "N Left" when few remain. What you may bring home without paying duty depends on your destination; see <a href="/CustomsAllowances">Customs Allowances</a>.</p>

  <h3>Prices and payment</h3>
  <p><strong>Which currency do you charge in?</strong> All prices are in US dollars (USD $) and your card is charged in USD. Your bank may convert the amount to your card's currency.</p>
  <p><strong>Why is there tax on some items?</strong> Duty-free goods carry no duty and no General Consumption Tax (GCT). Lounge access and lounge services are taxed at 15%, and a few services and locally made crafts at 16.5%; the tax is shown in your cart before you pay.</p>
  <p><strong>Which cards do you accept?</strong> Visa and Mastercard credit and debit cards. Payments are processed securely by First Atlantic Commerce. See <a href="/AboutPayment">About Payment</a>.</p>
  <p><strong>When is my card charged?</strong> When you pay, the amount is authorised on your card. The sale is completed when your order is confirmed; if we cannot fulfil the order the authorisation is released.</p>

  <h3>Collection</h3>
  <p><strong>Where do I collect my order?</strong> At the Club MoBay lounge collection desk in the departures concourse at Sangster International, after security. See <a href="/Pickuplocations">Pick-up Locations</a>.</p>
  <p><strong>What do I need to collect?</strong> Your order number or the QR code from your confirmation, your boarding pass and a photo ID matching the name on the order.</p>
  <p><strong>Can I carry liquids on board?</strong> Yes. Liquids bought in the duty-free area are handed over in a sealed, tamper-evident bag with the receipt inside. Keep the bag sealed until your final destination, especially if you connect through another airport.</p>
  <p><strong>What if my flight changes?</strong> Open the order in <strong>My Orders</strong> and choose <strong>Edit Flight</strong> to pick the new flight, or contact us. Orders that are not collected are cancelled and refunded.</p>

  <h3>Lounge access</h3>
  <p><strong>What does lounge access include?</strong> Comfortable seating, Jamaican snacks and light meals, an open bar with local rums and soft drinks, Wi-Fi, charging points, restrooms and flight announcements.</p>
  <p><strong>When can I go in?</strong> From 3 hours before your scheduled departure until your flight is called.</p>
  <p><strong>Do children need a ticket?</strong> Children aged 2 to 11 need a child ticket; infants under 2 enter free with a paying adult.</p>

  <h3>Changes and cancellations</h3>
  <p><strong>Can I cancel?</strong> Yes, any time before your flight's departure, as long as the order has not been collected. See <a href="/CancellationPolicy">Cancellation Policy</a>.</p>
  <p><strong>How do I reach you?</strong> E-mail <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or call ${SUPPORT_PHONE}, every day from 6:00 am to 10:00 pm Jamaica time.</p>
`);

const howitworks = page(`
  <h2>How it works</h2>
  <p>Skip the rush at the airport shops: choose your duty-free goods and lounge services at home, pay by card, and pick everything up in comfort before you board.</p>
  <ol>
    <li><strong>Choose your airport.</strong> Select Sangster International (SIA), Montego Bay, and Departure. You will see the stores that deliver to the lounge.</li>
    <li><strong>Browse the stores.</strong> Rum and spirits at Island Spirits, fragrance and cosmetics at Caribbean Scents, Blue Mountain coffee at the Blue Mountain Coffee House, sauces, sweets and crafts at Yard Crafts &amp; Sweets, jewellery and watches at Gems &amp; Time, and lounge access and services from Club MoBay.</li>
    <li><strong>Fill your cart.</strong> Filter by price or brand, pick a size where there is a choice, and add items to your cart. The cart shows the subtotal, tax and grand total in US dollars.</li>
    <li><strong>Tell us who is travelling.</strong> Enter the traveller's name, e-mail and phone, then the travel date, airline and flight. Orders close 3 hours before departure.</li>
    <li><strong>Pay by card.</strong> Pay with Visa or Mastercard through First Atlantic Commerce. You receive an order number and a confirmation e-mail at once.</li>
    <li><strong>Collect and fly.</strong> After security, go to the Club MoBay collection desk with your order number or QR code, boarding pass and photo ID. Liquids are packed in sealed security bags.</li>
  </ol>
  <h3>Good to know</h3>
  <ul>
    <li>You can order up to 30 days before your flight.</li>
    <li>You can change the flight on an order, or cancel it, from <strong>My Orders</strong> until departure.</li>
    <li>Duty-free goods carry no duty or GCT; lounge services are taxed at 15% or 16.5%.</li>
    <li>Check your home country's <a href="/CustomsAllowances">customs allowances</a> before you buy alcohol or tobacco.</li>
  </ul>
`);

export const helpDocuments: DocumentSeed[] = [
  { name: 'faqs', title: 'Frequently Asked Questions', html: faqs },
  { name: 'howitworks', title: 'How It Works', html: howitworks },
];
