use intl_memoizer::Memoizable;
use intl_pluralrules::{PluralRuleType, PluralRules as IntlPluralRules};
use unic_langid::LanguageIdentifier;

pub struct PluralRules(pub IntlPluralRules);

impl Memoizable for PluralRules {
    type Args = (PluralRuleType,);
    type Error = &'static str;
    fn construct(lang: LanguageIdentifier, args: Self::Args) -> Result<Self, Self::Error> {
        // Lamorisse: the language's own rules, else its language's without the region
        // (`fr-CA` → `fr`), else English's: what `negotiate_languages`' lookup gave for the
        // rules kept, without its likely-subtags tables (see PATCHED.md).
        let rules = |l: LanguageIdentifier| IntlPluralRules::create(l, args.0).ok();
        let language = LanguageIdentifier::from_parts(lang.language, None, None, &[]);
        rules(lang)
            .or_else(|| rules(language))
            .or_else(|| rules(LanguageIdentifier::from_parts("en".parse().ok()?, None, None, &[])))
            .map(Self)
            .ok_or("no plural rules")
    }
}
