import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Product', coming: 'This page is being built.' });
