/**
 * zod, configured once with French messages. Every contract file imports `z` from here
 * so that any validation message a user may read is French, in the browser and on the server.
 */
import { z } from 'zod';
import { fr } from 'zod/locales';

z.config(fr());

export { z };
