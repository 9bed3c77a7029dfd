// The distributions the closed-form tail model reads percentiles off: the three-moment shifted
// lognormal is exact for a lognormal, close to a gamma's tail, and shifts with a constant; a
// mixture's cumulants are its parts' raw moments mixed; a quadratic in a lognormal has the
// cumulants of its parts; a mixture quantile lies between its parts' and has the survival asked
// for.
#include "core/sim/random.h"
#include "core/sim/tail_distributions.h"

#include <QTest>

#include <cmath>
#include <cstdio>

using namespace capstan::sim;

namespace {

double lognormal_survival(double mean, double cv, double t)
{
    const double sigma2 = std::log(1 + cv * cv);
    const double mu = std::log(mean) - sigma2 / 2;
    return 0.5 * std::erfc((std::log(t) - mu) / std::sqrt(2 * sigma2));
}

} // namespace

class TestTailDistributions final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lognormalIsExact();
    void shiftMovesTheQuantile();
    void gammaTailMatched();
    void mixtureCumulants();
    void quadraticInALognormal();
    void mixtureQuantileBetweenParts();
};

void TestTailDistributions::lognormalIsExact()
{
    for (const double cv : {0.3, 1.0, 2.0})
        for (const double t : {20.0, 100.0, 400.0, 2000.0}) {
            const double fitted = tail::fitted_survival(tail::lognormal_cumulants(100, cv), t);
            QVERIFY2(std::abs(fitted - lognormal_survival(100, cv, t)) < 1e-9, qPrintable(QString::number(t)));
        }
}

void TestTailDistributions::shiftMovesTheQuantile()
{
    const tail::Cumulants y = tail::lognormal_cumulants(60, 1.0);
    const tail::Cumulants shifted = tail::Cumulants{17, 0, 0} + y;
    for (const double q : {0.5, 0.9, 0.99})
        QVERIFY(std::abs(tail::mixture_quantile(shifted, 0, 0, q) - tail::mixture_quantile(y, 0, 0, q) - 17) < 1e-9);
    // The p99 of a lognormal with CV 1 is 4.9x its mean.
    QVERIFY(std::abs(tail::mixture_quantile(y, 0, 0, 0.99) / 60 - 4.90) < 0.01);
}

void TestTailDistributions::gammaTailMatched()
{
    // Exponential (gamma, CV 1): its q-quantile is -mean ln(1 - q). The fitted quantiles stay
    // within 12% of it out to the p99.9 (10% high at the median, 2% low at the p99, 5% high at the p99.9: a skewed
    // quantity seen through three moments).
    const tail::Cumulants y = tail::gamma_cumulants(10, 100);
    for (const double q : {0.5, 0.9, 0.99, 0.999}) {
        const double exact = -10 * std::log(1 - q);
        const double fitted = tail::mixture_quantile(y, 0, 0, q);
        std::printf("  q %.3f: fitted %.2f, exact %.2f\n", q, fitted, exact);
        QVERIFY2(std::abs(fitted / exact - 1) < 0.12, qPrintable(QStringLiteral("q %1: %2 vs %3").arg(q).arg(fitted).arg(exact)));
    }
}

void TestTailDistributions::mixtureCumulants()
{
    // 0 with probability 0.9, else uniform(0, 2): mean 0.1, E[Y^2] = 0.1 x 4/3, E[Y^3] = 0.1 x 2.
    const tail::Cumulants m = tail::mixture(tail::Cumulants{1, 1.0 / 3, 0}, 0.1, tail::Cumulants{});
    QVERIFY(std::abs(m.mean - 0.1) < 1e-12);
    QVERIFY(std::abs(m.variance - (0.4 / 3 - 0.01)) < 1e-12);
    QVERIFY(std::abs(m.third - (0.2 - 3 * 0.1 * (0.4 / 3 - 0.01) - 0.001)) < 1e-12);
}

void TestTailDistributions::quadraticInALognormal()
{
    // Linear alone: the lognormal itself. Square alone: x^2 is lognormal too, with mean
    // omega = 1 + cv^2 and CV^2 = omega^4 - 1.
    const double cv = 0.8;
    const double omega = 1 + cv * cv;
    auto same = [](const tail::Cumulants& a, const tail::Cumulants& b) {
        return std::abs(a.mean / b.mean - 1) < 1e-12 && std::abs(a.variance / b.variance - 1) < 1e-12 &&
               std::abs(a.third / b.third - 1) < 1e-9;
    };
    QVERIFY(same(tail::quadratic_lognormal_cumulants(3, 0, cv), tail::lognormal_cumulants(3, cv)));
    QVERIFY(same(tail::quadratic_lognormal_cumulants(0, 2, cv),
                 tail::lognormal_cumulants(2 * omega, std::sqrt(std::pow(omega, 4) - 1))));
    // Both: the mean adds.
    QVERIFY(std::abs(tail::quadratic_lognormal_cumulants(3, 2, cv).mean - (3 + 2 * omega)) < 1e-12);
}

void TestTailDistributions::mixtureQuantileBetweenParts()
{
    const tail::Cumulants y = tail::Cumulants{50, 0, 0} + tail::gamma_cumulants(20, 400);
    const tail::Cumulants waiting = y + tail::gamma_cumulants(2000, 2000.0 * 2000);
    for (const double p_wait : {0.001, 0.01, 0.05})
        for (const double q : {0.5, 0.95, 0.99}) {
            const double x = tail::mixture_quantile(y, p_wait, 2000, q);
            QVERIFY(x >= tail::mixture_quantile(y, 0, 0, q) - 1e-6);
            QVERIFY(x <= tail::mixture_quantile(waiting, 0, 0, q) + 1e-6);
            const double survival = (1 - p_wait) * tail::fitted_survival(y, x) + p_wait * tail::fitted_survival(waiting, x);
            QVERIFY2(std::abs(survival - (1 - q)) < 1e-6 * std::max(1.0, 1 - q) + 1e-9,
                     qPrintable(QStringLiteral("p_wait %1, q %2: survival %3").arg(p_wait).arg(q).arg(survival)));
        }
}

QTEST_APPLESS_MAIN(TestTailDistributions)
#include "tst_tail_distributions.moc"
