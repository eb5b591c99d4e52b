// antd's and dayjs' Turkish data, in a chunk of its own: loaded when the language is Turkish (ADR 0115, session 28).
import trTR from 'antd/locale/tr_TR';
import 'dayjs/locale/tr';

export const antdTurkish = trTR;
