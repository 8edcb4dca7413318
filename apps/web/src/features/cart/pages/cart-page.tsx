import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Cart', coming: 'This page is being built.' });
