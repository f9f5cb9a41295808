import type english from './messages/en/index.ts';

/** Every message id, from the English catalog: `intl.formatMessage({ id })` with an unknown id fails `npm run check`. */
export type MessageId = keyof typeof english;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl types its ids through this global namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
