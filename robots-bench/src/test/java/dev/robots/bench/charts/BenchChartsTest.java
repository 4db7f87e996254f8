package dev.robots.bench.charts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The charts draw what the results say: one point per scaling result, one bar per step result. */
class BenchChartsTest {
    private static final String JSON = """
            [ {"benchmark":"dev.robots.bench.ScalingBenchmark.step","mode":"avgt",
               "params":{"impl":"CORE","robots":"1000"},
               "primaryMetric":{"score":3466.0,"scoreUnit":"ns/op","rawData":[[1.0e3,2.5E3]]}},
              {"benchmark":"dev.robots.bench.ScalingBenchmark.step","mode":"avgt",
               "params":{"impl":"CORE","robots":"1000000"},
               "primaryMetric":{"score":695045.5,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"CORE","scenario":"B1000_100K"},
               "primaryMetric":{"score":61471.2,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"ARENA","scenario":"B1000_100K"},
               "primaryMetric":{"score":1478612.8,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.StepBenchmark.step","params":{"impl":"CORE",
               "scenario":"STATEMENT_30X17"},"primaryMetric":{"score":119.8,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.RenderBenchmark.render","params":null,
               "primaryMetric":{"score":2520.8,"scoreUnit":"ns/op","label":"a \\"quoted\\" \\u00e9"}} ]
            """;
    private static final String SPARSE = """
            [ {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
               "params":{"impl":"CORE","robots":"10000","side":"1024"},
               "primaryMetric":{"score":52000.0,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
               "params":{"impl":"CORE","robots":"10000","side":"16384"},
               "primaryMetric":{"score":61000.0,"scoreUnit":"ns/op"}},
              {"benchmark":"dev.robots.bench.SparseBoardBenchmark.step",
               "params":{"impl":"ARENA","robots":"1000","side":"1024"},
               "primaryMetric":{"score":20871000.0,"scoreUnit":"ns/op"}} ]
            """;

    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    @Test
    void readsJmhJson() {
        List<JmhResults.Row> rows = JmhResults.parse(JSON);
        assertEquals(6, rows.size());
        assertEquals(new JmhResults.Row("dev.robots.bench.ScalingBenchmark.step",
                Map.of("impl", "CORE", "robots", "1000"), 3466.0, "ns/op"), rows.get(0));
        assertEquals(Map.of(), rows.get(5).params());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> JmhResults.parse("[{]"));
        assertTrue(e.getMessage().startsWith("not JSON: "), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> JmhResults.parse("[{\"benchmark\":\"b\"}]"));
        assertTrue(e.getMessage().startsWith("result 0: expected an object with 'benchmark'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> JmhResults.parse("{}"));
    }

    @Test
    void theScalingChartHasOnePointPerResultAtNsPerRobotMove() throws Exception {
        Map<String, List<double[]>> series = BenchCharts.scalingSeries(JmhResults.parse(JSON));
        assertEquals(List.of("core"), List.copyOf(series.keySet()));
        assertEquals(2, series.get("core").size());
        assertArrayEquals(new double[] {1000, 3.466}, series.get("core").get(0), 1e-9);
        assertArrayEquals(new double[] {1_000_000, 0.6950455}, series.get("core").get(1), 1e-9);
        String svg = BenchCharts.scalingChart(JmhResults.parse(JSON), "the run");
        wellFormed(svg);
        assertTrue(svg.contains(">core<") && svg.contains(">robots<") && svg.contains(">the run<"), svg);
        assertEquals(svg, BenchCharts.scalingChart(JmhResults.parse(JSON), "the run"), "the same bytes every time");
    }

    @Test
    void theScenarioChartHasOneBarPerStepResult() throws Exception {
        Map<String, Map<String, Double>> bars = BenchCharts.scenarioBars(JmhResults.parse(JSON));
        assertEquals(Map.of("b1000_100k (100K robots)", Map.of("core", 61471.2, "arena", 1478612.8),
                "statement_30x17 (20 robots)", Map.of("core", 119.8)), bars);
        String svg = BenchCharts.scenarioChart(JmhResults.parse(JSON), "t");
        wellFormed(svg);
        assertTrue(svg.contains(">arena<") && svg.contains(">core<"), "a legend: " + svg);
    }

    @Test
    void theSparseChartPutsBothAxesOnLogScalesSoTheBaselineDoesNotSquashTheEngine() throws Exception {
        Map<String, List<double[]>> series = BenchCharts.sparseSeries(JmhResults.parse(SPARSE));
        assertEquals(List.of("core, 10K robots", "arena, 1K robots"), List.copyOf(series.keySet()));
        assertArrayEquals(new double[] {1024.0 * 1024, 5.2}, series.get("core, 10K robots").get(0), 1e-9);
        assertArrayEquals(new double[] {16384.0 * 16384, 6.1}, series.get("core, 10K robots").get(1), 1e-9);
        String svg = BenchCharts.sparseChart(JmhResults.parse(SPARSE), "t");
        wellFormed(svg);
        assertTrue(svg.contains(">core, 10K robots<") && svg.contains(">cells<"), "a legend and axis names: " + svg);
        assertTrue(BenchCharts.sparseChart(JmhResults.parse(JSON), "t").contains("no SparseBoardBenchmark results"));
    }

    @Test
    void logAxisTicksReadAsPowersOfTenFromTenThousand() {
        ChartDrawing.PowerOfTen format = new ChartDrawing.PowerOfTen();
        assertEquals("10^6", format.format(1e6));
        assertEquals("10^4", format.format(10_000));
        assertEquals("1000", format.format(1000));
        assertEquals("0.1", format.format(0.1));
        assertEquals("10^-3", format.format(0.001));
    }

    @Test
    void aBarIsLabelledWithItsTime() {
        assertEquals("1.48 ms", BenchCharts.human(1478612.8));
        assertEquals("61.5 us", BenchCharts.human(61471.2));
        assertEquals("120 ns", BenchCharts.human(119.8));
    }

    @Test
    void robotsOfAScenarioComeFromItsName() {
        assertEquals(20, BenchCharts.scenarioRobots("STATEMENT_30X17"));
        assertEquals(100_000, BenchCharts.scenarioRobots("B1000_100K"));
        assertEquals(4_000_000, BenchCharts.scenarioRobots("B16384_4M"));
        assertThrows(IllegalArgumentException.class, () -> BenchCharts.scenarioRobots("SPARSE"));
    }

    private static Document wellFormed(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", document.getDocumentElement().getTagName());
        return document;
    }
}
