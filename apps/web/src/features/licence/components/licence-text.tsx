import Typography from '@mui/material/Typography';

const sections: { title: string; text: string }[] = [
  {
    title: '1. The service',
    text: 'DocVue Exchange lets your company send, receive, sign and track business documents with its trading partners. Your company administrator decides who in your company may use it and with which role.',
  },
  {
    title: '2. Your account',
    text: 'Your sign-in is personal. Keep your password to yourself and tell your administrator at once if you think someone else has used your account. Everything done with your account is recorded in the document history under your name.',
  },
  {
    title: '3. Documents and data',
    text: 'Documents belong to the companies that exchange them. A document is visible to its sender and its receiver only. Send only documents you are entitled to send, and use the documents you receive only for the business they concern.',
  },
  {
    title: '4. Acceptable use',
    text: 'Do not try to reach data of companies you do not work for, to disturb the service, or to upload harmful files. Access may be suspended when these terms are broken.',
  },
  {
    title: '5. Signatures',
    text: 'A signature you place on a document in DocVue Exchange is your electronic signature and binds you as your signature on paper would, to the extent your company has authorised you to sign.',
  },
  {
    title: '6. Changes',
    text: 'When these terms change you will be asked to accept the new version before you continue.',
  },
];

/** The agreement itself, in plain words. */
export function LicenceText() {
  return (
    <>
      {sections.map((s) => (
        <section key={s.title}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
            {s.title}
          </Typography>
          <Typography variant="body2">{s.text}</Typography>
        </section>
      ))}
    </>
  );
}
