/** Loads the vendor's feedback widget script; only imported when VITE_FEEDBACK_KEY is set. */
export function loadFeedbackWidget(key: string, scriptUrl: string | undefined) {
  if (!scriptUrl || document.querySelector('script[data-feedback-widget]')) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.feedbackWidget = 'true';
  script.dataset.key = key;
  document.head.appendChild(script);
}
