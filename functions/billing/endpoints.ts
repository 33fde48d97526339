import { createCheckout } from './create-checkout';
import { createPortal } from './create-portal';
import { getCheckoutSession } from './get-checkout-session';
import { receiveWebhook } from './receive-webhook';

export const endpoints = { createCheckout, createPortal, getCheckoutSession, receiveWebhook };
