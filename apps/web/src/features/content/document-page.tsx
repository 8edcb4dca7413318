import { placeholder } from '../../app/placeholders';

export default placeholder({ title: 'Document', coming: 'This page is being built.' });
