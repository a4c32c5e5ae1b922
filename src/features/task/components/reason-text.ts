/**
 * A reason the server gives (a failure, what an execution did): a text code (`validation.email`,
 * `errors.upstreamUnavailable`, `task:outcomes.mailSent`, with `|values`) in the user's language, or,
 * when it names no text, the words of the provider or the mail server as they came.
 */
import { useTranslation } from 'react-i18next';
import { messageValues, splitMessage } from '@/lib/api-error';
import { DEFAULT_NAMESPACE, VALIDATION_NAMESPACE } from '@/lib/i18n';

const CODE = /^[a-zA-Z]+[:.][\w.:-]+$/;
// The common texts first (bare keys such as actions.save are theirs), then the task's and the rules' texts.
const NAMESPACES = [DEFAULT_NAMESPACE, 'task', VALIDATION_NAMESPACE];

export function useReasonText() {
  const { t, i18n } = useTranslation(NAMESPACES, { useSuspense: false });
  return (reason: string) => {
    const { code, vars } = splitMessage(reason);
    if (!CODE.test(code) || !i18n.exists(code, { ns: NAMESPACES })) return reason;
    return t(code, { ...messageValues(vars), ns: NAMESPACES });
  };
}
