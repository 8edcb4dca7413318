import { page, SUPPORT_EMAIL, SUPPORT_PHONE, type DocumentSeed } from './document-seed.js';

const aboutpayment = page(`
  <h2>About payment</h2>
  <p>We accept <strong>Visa</strong> and <strong>Mastercard</strong> credit and debit cards. All prices are in US dollars and your card is charged in <strong>USD</strong>; if your card is in another currency, your bank converts the amount at its own rate and may add a foreign transaction fee.</p>
  <h3>Secure card processing</h3>
  <p>Card payments are processed by <strong>First Atlantic Commerce (FAC)</strong>, a PCI DSS certified payment gateway used by banks and merchants across the Caribbean. Your card details travel over an encrypted connection straight to the gateway.</p>
  <ul>
    <li>We never store your full card number or your CVV.</li>
    <li>We keep only the card type, the last four digits, the authorisation number and the gateway's reference, so that we can answer questions about your payment and make refunds.</li>
    <li>Your bank may ask you to confirm the payment in its app or by a one-time code.</li>
  </ul>
  <h3>What you will be charged</h3>
  <p>The total is the sum of each item's price times its quantity, plus tax where it applies: duty-free goods carry no duty or GCT, lounge access and services carry 15% GCT, and some services and locally made crafts 16.5%. The cart, the payment page and the review page all show the subtotal, tax and grand total before you pay.</p>
  <h3>When the payment is taken</h3>
  <ol>
    <li>When you press <strong>Pay Now</strong>, the amount is authorised on your card and the items are reserved for you.</li>
    <li>When the order is confirmed you receive an order number and an e-mail receipt.</li>
    <li>If the order cannot be confirmed, for example because an item sold out in the meantime, the authorisation is reversed and nothing is charged.</li>
  </ol>
  <h3>If your payment is declined</h3>
  <p>Check the card number, expiry date (MMYY) and CVV and try again. If it is declined again, please contact your bank: many banks block a first payment abroad until you confirm it. You can also write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or call ${SUPPORT_PHONE}.</p>
  <h3>Paying at the lounge</h3>
  <p>At the Club MoBay desk our staff can also take walk-in orders for cash (USD or JMD) or by card, with your signature.</p>
`);

const cancellationpolicy = page(`
  <h2>Cancellation policy</h2>
  <p>Plans change. You can cancel an order <strong>at any time before your flight's departure</strong>, as long as it has not yet been collected.</p>
  <h3>How to cancel</h3>
  <ol>
    <li>Sign in and open <strong>My Orders</strong>.</li>
    <li>Choose the order and press <strong>View Details</strong>.</li>
    <li>Press <strong>Cancel Order</strong> and confirm.</li>
  </ol>
  <p>You can also ask us to cancel by e-mail at <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or by phone on ${SUPPORT_PHONE}. Please give your order number.</p>
  <h3>Refunds</h3>
  <table>
    <tr><th>When you cancel</th><th>Refund</th></tr>
    <tr><td>Before the order is being prepared</td><td>Full refund; the card authorisation is simply reversed</td></tr>
    <tr><td>After preparation has started, before departure</td><td>Full refund to the card you paid with</td></tr>
    <tr><td>Not collected by departure time</td><td>Cancelled automatically and refunded in full</td></tr>
    <tr><td>After collection</td><td>See returns below</td></tr>
  </table>
  <p>Refunds go back to the card used for the order. A reversed authorisation usually disappears within 3 business days; a refund can take 5 to 10 business days to show, depending on your bank.</p>
  <h3>Changing your flight instead</h3>
  <p>If only your flight changed, open the order and choose <strong>Edit Flight</strong> to move it to your new flight, up to the next day, without cancelling.</p>
  <h3>Returns after collection</h3>
  <p>Check your items at the desk before you leave. Faulty or wrong items handed back at the desk before boarding are refunded at once. Sealed security bags cannot be reopened for a return after you leave the desk. Lounge access and services that have been used cannot be refunded.</p>
`);

export const paymentDocuments: DocumentSeed[] = [
  { name: 'aboutpayment', title: 'About Payment', html: aboutpayment },
  { name: 'cancellationpolicy', title: 'Cancellation Policy', html: cancellationpolicy },
];
