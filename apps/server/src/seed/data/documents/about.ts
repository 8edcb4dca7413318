import { page, SHOP, SUPPORT_EMAIL, SUPPORT_PHONE, type DocumentSeed } from './document-seed.js';

const aboutus = page(`
  <h2>About us</h2>
  <p>${SHOP} brings the duty-free shops and the VIP lounge of Sangster International Airport to your phone. Order the rum, coffee, fragrance and gifts you want to take home, add lounge access or Fast Track, pay by card, and collect everything in one place after security.</p>
  <h3>Our stores</h3>
  <ul>
    <li><strong>Island Spirits</strong>: Appleton Estate, Wray &amp; Nephew, Hampden Estate, Worthy Park, Tia Maria and fine whisky and cognac.</li>
    <li><strong>Caribbean Scents</strong>: fragrance, cosmetics and skincare from Chanel, Dior, Carolina Herrera, Clinique, Estée Lauder and more.</li>
    <li><strong>Blue Mountain Coffee House</strong>: certified Jamaica Blue Mountain coffee from Wallenford, Jablum, Clifton Mount and Mavis Bank.</li>
    <li><strong>Yard Crafts &amp; Sweets</strong>: Walkerswood and Pickapeppa sauces, Tortuga rum cakes, chocolate and crafts made by Jamaican artisans.</li>
    <li><strong>Gems &amp; Time</strong>: jewellery from Pandora and Swarovski, and watches from TAG Heuer, Tissot and Seiko with international warranty.</li>
    <li><strong>Club MoBay</strong>: the departure lounge at Sangster International, Fast Track security, Meet and Assist and spa services.</li>
  </ul>
  <h3>Why pre-order?</h3>
  <ul>
    <li>Take your time choosing, at home or at the hotel, instead of rushing before boarding.</li>
    <li>Your goods are reserved for you: no sold-out surprises on the day.</li>
    <li>Duty-free prices, in US dollars, with no duty or GCT on duty-free goods.</li>
    <li>One pick-up point in the lounge, with liquids sealed for your flight.</li>
  </ul>
  <p>Norman Manley International Airport in Kingston and arrival services are coming soon.</p>
`);

const contactus = page(`
  <h2>Contact us</h2>
  <p>Our customer care team is here every day from 6:00 am to 10:00 pm Jamaica time (EST, UTC-5).</p>
  <table>
    <tr><th>E-mail</th><td><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></td></tr>
    <tr><th>Telephone</th><td>${SUPPORT_PHONE}</td></tr>
    <tr><th>Lounge desk</th><td>Club MoBay, Departures, Sangster International Airport, Montego Bay, St James, Jamaica</td></tr>
  </table>
  <h3>Help us help you</h3>
  <ul>
    <li>Give your <strong>order number</strong> in every message about an order.</li>
    <li>For a flight change less than 3 hours before departure, please call rather than write.</li>
    <li>For a refund question, tell us the last four digits of the card you paid with. Never send your full card number or CVV by e-mail.</li>
  </ul>
  <p>We answer e-mail within one business day, and urgent same-day questions by phone.</p>
  <h3>Which team to ask</h3>
  <table>
    <tr><th>Question</th><th>Who helps</th></tr>
    <tr><td>Orders, payments, refunds and flight changes</td><td>Customer care, by e-mail or phone</td></tr>
    <tr><td>An item missing or damaged at collection</td><td>The Club MoBay desk, before you board</td></tr>
    <tr><td>Lounge bookings for groups of 10 or more</td><td>Customer care, at least 48 hours ahead</td></tr>
    <tr><td>Product questions: sizes, shades, warranties</td><td>Customer care; we ask the store for you</td></tr>
  </table>
  <h3>Left something behind?</h3>
  <p>Items left in the lounge are kept at the Club MoBay desk for 30 days. Write to us with your order number, your flight and a description of the item, and we will arrange to send it on at cost.</p>
`);

const pickuplocations = page(`
  <h2>Pick-up locations</h2>
  <h3>Sangster International Airport (SIA), Montego Bay: Departures</h3>
  <p>Collect every order, from every store, at the <strong>Club MoBay collection desk</strong> in the departures concourse, after security screening. Follow the signs for Club MoBay; the desk is at the lounge entrance.</p>
  <ul>
    <li>Open from 3 hours before the first departure of the day until the last departure.</li>
    <li>Come at least 45 minutes before boarding so that there is time to check your items.</li>
    <li>Bring your order number or QR code, your boarding pass and a photo ID matching the name on the order.</li>
  </ul>
  <h3>Lounge access and services</h3>
  <p>Lounge guests check in at the same desk. For Fast Track, go to the Fast Track lane at the security entrance and show your order number. For Meet and Assist, your host meets you at the departures kerb; we call you the day before to agree the time.</p>
  <h3>Express collection</h3>
  <p>Orders from the Blue Mountain Coffee House marked Express can also be collected at the Blue Mountain Coffee House counter in the departures food court.</p>
  <h3>Coming soon</h3>
  <table>
    <tr><th>Airport</th><th>Direction</th><th>Status</th></tr>
    <tr><td>Sangster International (SIA)</td><td>Arrival</td><td>Coming soon</td></tr>
    <tr><td>Norman Manley International (NMIA)</td><td>Departure</td><td>Coming soon</td></tr>
    <tr><td>Norman Manley International (NMIA)</td><td>Arrival</td><td>Coming soon</td></tr>
  </table>
`);

const loungeOffer = page(`
  <h2>Club MoBay: lounge and Fast Track for USD $60</h2>
  <p>Start your journey home the relaxed way. Book the <strong>Club MoBay Lounge and Fast Track Bundle</strong> and skip the security queue, then unwind in the lounge until your flight is called. Booked together they cost USD $60.00 instead of USD $65.00 (plus 15% GCT).</p>
  <h3>What is included</h3>
  <ul>
    <li>Fast Track through departure security screening.</li>
    <li>Lounge access from 3 hours before departure: seating, Wi-Fi and charging points.</li>
    <li>A buffet of Jamaican snacks and light meals, Blue Mountain coffee, and an open bar with Appleton Estate rums.</li>
    <li>Flight announcements, so you can relax until boarding.</li>
  </ul>
  <h3>Prices</h3>
  <table>
    <tr><th>Service</th><th>Adult</th><th>Child 2-11</th></tr>
    <tr><td>Departure lounge access</td><td>USD $45.00</td><td>USD $25.00</td></tr>
    <tr><td>Fast Track security</td><td>USD $20.00</td><td>USD $10.00</td></tr>
    <tr><td>Lounge and Fast Track bundle</td><td>USD $60.00</td><td>-</td></tr>
    <tr><td>Family pass, 2 adults and 2 children</td><td colspan="2">USD $125.00</td></tr>
  </table>
  <p>Find the bundle in the <strong>Club MoBay</strong> store under Lounge Access. Prices exclude 15% GCT. Infants under 2 enter free.</p>
`);

export const aboutDocuments: DocumentSeed[] = [
  { name: 'aboutus', title: 'About Us', html: aboutus },
  { name: 'contactus', title: 'Contact Us', html: contactus },
  { name: 'pickuplocations', title: 'Pick-up Locations', html: pickuplocations },
  { name: 'lounge-offer', title: 'Club MoBay Lounge and Fast Track Offer', html: loungeOffer },
];
