import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Stores', coming: 'This page is being built.' });
