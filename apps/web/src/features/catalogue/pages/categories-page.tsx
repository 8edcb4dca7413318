import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Categories', coming: 'This page is being built.' });
