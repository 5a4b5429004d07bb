import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/logo';
import { FooterColumnList } from './footer-column-list';
import { SocialLinks } from './social-links';
import classes from './footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.top}>
          <Stack gap="md" className={classes.brand} data-testid="footer-brand">
            <Logo />
            <Text c="dimmed" size="sm">
              {t('app.tagline')}
            </Text>
            <Title order={2} size="h6">
              {t('footer.community')}
            </Title>
            <SocialLinks />
          </Stack>
          <FooterColumnList />
        </div>
      </Container>
      <div className={classes.bottomBar} data-testid="footer-bottom-bar">
        <Container size="lg" className={classes.bottomInner}>
          <Text size="sm" c="dimmed">
            {t('footer.copyright')}
          </Text>
          <div className={classes.bottomSocial} data-testid="footer-bottom-social">
            <SocialLinks />
          </div>
        </Container>
      </div>
    </footer>
  );
}
