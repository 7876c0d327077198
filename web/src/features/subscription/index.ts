/** The subscription feature's public parts, composed into the app in web/src/app/. */
export { PlanButton } from "./components/plan-button";
export { PaymentSuccessNotice } from "./components/payment-success-notice";
export { useStartCheckout } from "./stores/checkout-store";
