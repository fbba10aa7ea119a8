// The boot script's entry (built alone into /preferences-boot.js; see preferences-boot.ts).
import { bootPage } from './preferences-boot';

bootPage();
