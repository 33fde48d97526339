import { useLocation, useSearchParams } from 'react-router-dom';
import { CheckoutProblem } from '../components/checkout-problem';
import { CheckoutSuccess } from '../components/checkout-success';
import { ResumeSubmitted } from '../components/resume-submitted';
import { isResumeSubmitted } from '../components/success-state';

/**
 * /success confirms one of two things: a checkout (Stripe returns with
 * ?session_id=...) or, reached from the resume form, a resume submission.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id')?.trim();

  if (sessionId) return <CheckoutSuccess key={sessionId} sessionId={sessionId} />;
  if (isResumeSubmitted(location.state)) return <ResumeSubmitted />;
  return <CheckoutProblem reason="unverified" />;
}
