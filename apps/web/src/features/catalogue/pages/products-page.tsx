import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Products', coming: 'This page is being built.' });
