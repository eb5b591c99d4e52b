import { App } from 'antd';
import { useEffect } from 'react';
import { onApiError } from './api-error-events';

/** Shows failed API calls as error messages (spec part 1 section 8: the message is the catalogue text). */
export function ApiErrorSnackbar() {
  const { message } = App.useApp();
  useEffect(() => onApiError((error) => void message.error(error.message)), [message]);
  return null;
}
