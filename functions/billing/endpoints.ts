import { createCheckout } from './create-checkout';
import { createPortal } from './create-portal';
import { getCheckoutSession } from './get-checkout-session';
import { receiveWebhook } from './receive-webhook';
import { createTeamCheckout } from './create-team-checkout';
import { updateTeamSeats } from './update-team-seats';

export const endpoints = { createCheckout, createPortal, getCheckoutSession, receiveWebhook, createTeamCheckout, updateTeamSeats };
