// A design's texts are written in both languages (its labels, its rules' messages, the publish checks' issues): as
// a server message they travel in 'designer.text'; a message of the table read in both languages is such a text.
import type { Bilingual } from '../../../contracts/endpoints/resourceDesigner';
import { translate, type Msg } from '../../shell/messages';

/** A text in both languages as a server message (a refusal's message or a field's). */
export const designText = (text: Bilingual): Msg => ({ key: 'designer.text', params: { en: text.en, es: text.es } });

/** A server message in both languages (an issue the checks answer as data, e.g. a bundle's difference). */
export const bilingualOf = (msg: Msg): Bilingual => ({ en: translate('en', msg), es: translate('es', msg) });
