import { placeholder } from '../../app/placeholders';

export default placeholder({ title: 'Developer Contact', coming: 'This page is being built.' });
