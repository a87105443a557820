import { useNavigate } from 'react-router';
import { usePageEnv } from '#client/app-context';
import { useAction } from '#client/components/Form/useSubmit';
import { startPayment, type StartedPayment } from '#client/queries/credits';

/**
 * Starts a payment and sends the payer on: to the provider's checkout, or (a repeat order on
 * a stored mandate, which needs no payer) straight to the status page.
 */
export function useStartPayment() {
  const { api } = usePageEnv();
  const navigate = useNavigate();
  const action = useAction(() => undefined);
  const follow = async ({ payment, redirect }: StartedPayment) => {
    if (redirect) window.location.assign(redirect);
    else await navigate(`/credits/${payment.package}/${payment.paymentmethod}?payment=${payment.payment_id}`);
  };
  return {
    ...action,
    pay: (packageId: string, method: string, discountCode?: string) =>
      action.run(() => startPayment(api, { package: packageId, paymentmethod: method, ...(discountCode && { discountcode: discountCode }) }), follow),
    repeat: (packageId: string) => action.run(() => startPayment(api, { package: packageId, repeat: true }), follow),
  };
}
